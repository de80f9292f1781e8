use diff::*;
use kernel::u27_const_generic_dot;

fn main() {
    diff::main(|d| {
        for n in [1usize, 4, 130] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_const_generic_dot(x = buf(floats(n, 46)), smooth = buf_mut(zeros(n)), peak = buf_mut(zeros(n))));
        }
    });
}
