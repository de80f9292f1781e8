use diff::*;
use kernel::u29_shift_euclid_edges;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (150, 64)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_shift_euclid_edges(a = buf(from_fn(n, |i| hash(2976, i) as i64 >> (i % 50))),
                                           s = buf(from_fn(n, |i| (hash(2977, i) % 80) as u32)),
                                           f = buf(from_fn(n, |i| (hash(2978, i) % 4000) as f64 / 37.0 - 50.0)),
                                           out = buf_mut(zeros(8 * n))));
        }
    });
}
