use diff::*;
use kernel::core_clamp_float;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_clamp_float(x = buf(floats(n, 51)), lo = val(-4.0f32), hi = val(6.5f32), out = buf_mut(zeros(n))));
        }
    });
}
