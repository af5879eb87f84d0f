/** The product's word mark: a lightning bolt in a roof and the product name. */
export function Logo({ productName }: { productName: string }) {
  return (
    <span className="logo">
      <svg
        className="logo__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M3 15 16 4l13 11v13H3z" fill="currentColor" />
        <path d="M17.5 9 11 19h5l-1.5 6L21 15h-5z" fill="#ffd166" />
      </svg>
      <span className="logo__text">{productName}</span>
    </span>
  );
}
