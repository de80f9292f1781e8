use diff::*;
use kernel::u27_vec3_ops;

fn main() {
    diff::main(|d| {
        for (n, nrm) in [(1usize, vec![0.0f32, 1.0, 0.0]), (64, vec![1.0, 2.0, -2.0]), (100, vec![0.0, 0.0, 0.0])] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_vec3_ops(dirs = buf(floats(3 * n, 88)), normal = buf(nrm), out = buf_mut(zeros(4 * n))));
        }
    });
}
