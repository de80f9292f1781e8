use diff::*;
use kernel::u27_slice_ends_param;

fn main() {
    diff::main(|d| {
        for n in [1usize, 2, 3, 40] {
            launch!(d, threads(n.div_ceil(32), 32),
                    u27_slice_ends_param(x = buf(i32s(n, 89, 1000)), out = buf_mut(zeros(n))));
        }
    });
}
