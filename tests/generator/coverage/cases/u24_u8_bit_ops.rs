use diff::*;
use kernel::u24_u8_bit_ops;

fn nz(v: u8) -> u8 {
    if v == 0xCD { 0 } else { v }
}

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (256, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_u8_bit_ops(a = buf(from_fn(n, |i| nz(if i < 256 { i as u8 } else { hash(2467, i) as u8 }))),
                                   b = buf(from_fn(n, |i| nz(hash(2468, i) as u8))), out = buf_mut(zeros(n))));
        }
    });
}
