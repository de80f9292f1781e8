use diff::*;
use kernel::u27_float_misc;

fn main() {
    diff::main(|d| {
        for n in [1usize, 64, 333] {
            launch!(d, threads(n.div_ceil(64), 64), u27_float_misc(x = buf(floats(n, 64)), out = buf_mut(zeros(4 * n))));
        }
    });
}
