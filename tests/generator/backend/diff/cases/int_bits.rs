//! int_bits: rotations, trailing/leading zeros, byte swaps, bit reversal and
//! saturating arithmetic on u8/u16/u32/i32/u64, bit for bit against Rust.
//! Every 7th input is 0 and every 11th is all ones (the edge cases of the
//! zero counts and of saturation); signed inputs cover both extremes.
use diff::*;
use kernel::int_bits;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 64), (1000, 128), (4099, 256)] {
            launch!(
                d,
                threads(n.div_ceil(block), block),
                int_bits(
                    x = buf(from_fn(n, |i| match i % 11 {
                        _ if i % 7 == 0 => 0,
                        0 => u32::MAX,
                        _ => (hash(31, i) >> (i % 29)) as u32,
                    })),
                    s = buf(from_fn(n, |i| match i % 13 {
                        1 => i32::MIN,
                        2 => i32::MAX,
                        3 => 0,
                        _ => hash(32, i) as i32,
                    })),
                    w = buf(from_fn(n, |i| if i % 5 == 0 { 0 } else { hash(33, i) >> (i % 61) })),
                    o32 = buf_mut(from_fn(n, |_| 0u32)),
                    oi = buf_mut(from_fn(n, |_| 0i32)),
                    o64 = buf_mut(from_fn(n, |_| 0u64)),
                    o16 = buf_mut(from_fn(n, |_| 0u16)),
                    o8 = buf_mut(from_fn(n, |_| 0u8))
                )
            );
        }
    });
}
