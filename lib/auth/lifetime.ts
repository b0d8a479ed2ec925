/**
 * How long a session lives (docs/accounts.md "The session"): it ends after a week without
 * use, and 30 days after login however busy it is. Pure arithmetic on the two times the
 * session cookie carries, in seconds since the epoch.
 */

/** A session nobody uses for this long is over. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** No session outlives this, counted from its login: then the shopper logs in again. */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/**
 * A session in use has its idle clock restarted (and its cookie rewritten) once it is this
 * old, not on every request: a day's precision on a week's limit is plenty.
 */
export const SESSION_REFRESH_AFTER_SECONDS = 24 * 60 * 60;

/** When the session began (login) and when it was last refreshed by use. */
export interface SessionClock {
  loginAt: number;
  seenAt: number;
}

/** Seconds since the epoch, as the session cookie counts them. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Whether a session with `clock` is still alive at `now`: within both limits. */
export function sessionAlive({ loginAt, seenAt }: SessionClock, now: number): boolean {
  return now - loginAt <= SESSION_ABSOLUTE_SECONDS && now - seenAt <= SESSION_IDLE_SECONDS;
}

/** Whether a live session used at `now` should have its idle clock restarted. */
export function refreshDue({ seenAt }: SessionClock, now: number): boolean {
  return now - seenAt >= SESSION_REFRESH_AFTER_SECONDS;
}

/**
 * The Max-Age of a session cookie written at `now`: a full idle period, but never past the
 * absolute end, so the browser drops the cookie no later than the server stops honouring it.
 */
export function cookieMaxAge({ loginAt }: SessionClock, now: number): number {
  return Math.max(0, Math.min(SESSION_IDLE_SECONDS, loginAt + SESSION_ABSOLUTE_SECONDS - now));
}
