use diff::*;
use kernel::u24_mulhi_u128;

fn main() {
    diff::main(|d| {
        for (n, block) in [(3usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_mulhi_u128(a = buf(from_fn(n, |i| match i { 0 => 1u64 << 63, 1 => 0, 2 => u64::MAX, _ => hash(2477, i) })),
                                   b = buf(from_fn(n, |i| if i < 3 { u64::MAX } else { hash(2478, i) })),
                                   hi = buf_mut(zeros(n)), misc = buf_mut(zeros(n))));
        }
    });
}
