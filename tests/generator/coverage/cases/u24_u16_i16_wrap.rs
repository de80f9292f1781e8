use diff::*;
use kernel::u24_u16_i16_wrap;

fn main() {
    diff::main(|d| {
        for (n, width, block) in [(4usize, 3usize, 32usize), (100, 8, 64), (1000, 20, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_u16_i16_wrap(a = buf(from_fn(n, |i| match i { 0 => 0u16, 1 => 0xFFFF, 2 => 0x8000, _ => hash(2469, i) as u16 })),
                                     b = buf(from_fn(n, |i| match i { 0 => i16::MIN, 1 => i16::MAX, 2 => -1, _ => hash(2470, i) as i16 })),
                                     bytes = buf(from_fn(n * width, |i| match hash(2471, i) as u8 { 0xCD => 0xFF, v => v })),
                                     width = val(width), out = buf_mut(zeros(n)), sums = buf_mut(zeros(n))));
        }
    });
}
