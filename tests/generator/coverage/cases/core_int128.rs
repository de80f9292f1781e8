use diff::*;
use kernel::core_int128;

fn main() {
    diff::main(|d| {
        for (n, block) in [(4usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    core_int128(a = buf(from_fn(n, |i| match i { 0 => 1u64 << 63, 1 => 0, 2 => u64::MAX, 3 => 1, _ => hash(2901, i) })),
                                b = buf(from_fn(n, |i| match i { 0 => u64::MAX, 1 => 5, 2 => 1u64 << 63, 3 => 0, _ => hash(2902, i) })),
                                lo = buf_mut(zeros(n)), hi = buf_mut(zeros(n)), misc = buf_mut(zeros(n))));
        }
    });
}
