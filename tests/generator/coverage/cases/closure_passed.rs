use diff::*;
use kernel::closure_passed;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), closure_passed(x = buf(floats(4 * n, 103)), k = val(0.75f32), out = buf_mut(zeros(n))));
        }
    });
}
