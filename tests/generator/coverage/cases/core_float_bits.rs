use diff::*;
use kernel::core_float_bits;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_float_bits(x = buf(from_fn(n, |i| match i % 5 { 0 => f32::NAN, 1 => f32::INFINITY, 2 => -0.0, _ => floats(n, 64)[i] })), out = buf_mut(zeros(n))));
        }
    });
}
