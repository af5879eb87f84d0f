/** A session cookie value of the demo user with this role, through the local demo's "Utvikler" sign-in. */
export async function demoSession(serverUrl: string, role: string): Promise<string> {
  const users = (
    (await (await fetch(`${serverUrl}/api/auth/dev/users`)).json()) as {
      data: { role: string; uuid: string }[];
    }
  ).data;
  const uuid = users.find((user) => user.role === role)?.uuid;
  if (!uuid) throw new Error(`no demo user with the role ${role}`);
  const res = await fetch(`${serverUrl}/api/auth/dev/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ uuid }),
  });
  const token = res.headers
    .getSetCookie()
    .map((cookie) => /^AuthToken=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`the demo sign-in gave no session (${res.status})`);
  return token;
}
