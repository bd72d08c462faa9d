package arbitre.sandbox;

/**
 * A limit of the whole bot (its processes' memory or CPU time together) that the bot was killed
 * for going over: the limit, for programs, and the verdict, for people.
 *
 * @param limit the limit it went over
 * @param verdict why it was killed, in words, such as {@code for using 300 MB, over its 256 MB}
 */
public record LimitHit(Limit limit, String verdict) {}
