use diff::*;
use kernel::closure_capture;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), closure_capture(x = buf(floats(n, 101)), a = val(0.5f32), b = val(-1.25f32), out = buf_mut(zeros(n))));
        }
    });
}
