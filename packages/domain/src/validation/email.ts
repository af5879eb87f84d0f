// Local part: the usual ASCII set, no leading, trailing or double dots.
// Domain: labels of letters (including æøå), digits and inner hyphens, and a top-level domain of letters.
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}(?<!\.)@(?=.{1,253}$)(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
