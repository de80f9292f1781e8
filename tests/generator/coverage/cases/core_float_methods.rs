use diff::*;
use kernel::core_float_methods;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_float_methods(x = buf(floats(n, 62)), y = buf(from_fn(n, |i| floats(n, 63)[i] + 0.5)), out = buf_mut(zeros(n))));
        }
    });
}
