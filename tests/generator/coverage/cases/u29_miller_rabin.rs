use diff::*;
use kernel::u29_miller_rabin;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (200, 64)] {
            // small numbers, large odd numbers, and known primes / Carmichael numbers mixed in
            let special = [0u64, 1, 2, 3, 561, 1105, 18446744073709551557, 18446744073709551615, 4294967291, 3215031751];
            let v = from_fn(n, |i| match i % 3 {
                0 => special[(i / 3) % special.len()],
                1 => hash(2981, i) % 100000,
                _ => hash(2982, i) | 1,
            });
            launch!(d, threads(n.div_ceil(block), block), u29_miller_rabin(n = buf(v), prime = buf_mut(zeros(n))));
        }
    });
}
