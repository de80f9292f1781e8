use diff::*;
use kernel::u24_int_pow_bits;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_int_pow_bits(x = buf(from_fn(4 * n, |i| match hash(2461, i) as u8 { 0xCD => 1, b => b })),
                                     e = buf(u32s(n, 2462)), out = buf_mut(zeros(n))));
        }
    });
}
