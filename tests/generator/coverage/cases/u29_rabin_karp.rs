use diff::*;
use kernel::u29_rabin_karp;

fn main() {
    diff::main(|d| {
        for (n, m, block) in [(1usize, 1usize, 32usize), (120, 3, 32), (900, 5, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_rabin_karp(text = buf(from_fn(n, |i| b'a' + (hash(2971, i) % 3) as u8)),
                                   pat = buf(from_fn(m, |i| b'a' + (hash(2972, i) % 3) as u8)), hits = buf_mut(zeros(n))));
        }
    });
}
