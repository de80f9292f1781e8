use diff::*;
use kernel::u27_while_gcd_search;

fn main() {
    diff::main(|d| {
        for (nk, nq) in [(0usize, 1usize), (1, 5), (100, 130)] {
            let keys: Vec<u32> = (0..nk as u32).map(|k| k * 7 + 3).collect();
            launch!(d, threads(nq.div_ceil(64), 64),
                    u27_while_gcd_search(keys = buf(keys), qs = buf(from_fn(nq, |i| (hash(73, i) % 800) as u32)), out = buf_mut(zeros(4 * nq))));
        }
    });
}
