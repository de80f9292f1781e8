use diff::*;
use kernel::u27_mat3_const_generic;

fn main() {
    diff::main(|d| {
        for n in [1usize, 50, 129] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_mat3_const_generic(xform = buf(floats(15, 91)), pts = buf(floats(3 * n, 92)), out = buf_mut(zeros(2 * n))));
        }
    });
}
