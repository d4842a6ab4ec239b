/**
 * The 49 000 passwords most found in leaks (zxcvbn-ts's list, French ones included, such as
 * "motdepasse", "azerty" or "soleil"). About 380 KB: the browser loads it the first time a new
 * password is checked; the server loads it once at start-up (`loadCommonPasswords`), so that its
 * synchronous parsing never waits.
 */
let list: ReadonlySet<string> | undefined;
let loading: Promise<ReadonlySet<string>> | undefined;

export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => {
    list = new Set(dictionary["passwords-common"]);
    return list;
  });
  return loading;
}

/** True when the password is not a common one, compared without regard to case. */
export function isUncommonPassword(password: string): boolean | Promise<boolean> {
  const key = password.toLowerCase();
  return list ? !list.has(key) : loadCommonPasswords().then((loaded) => !loaded.has(key));
}
