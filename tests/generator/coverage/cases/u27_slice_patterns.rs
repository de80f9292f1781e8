use diff::*;
use kernel::u27_slice_patterns;

fn main() {
    diff::main(|d| {
        for n in [1usize, 30, 200] {
            launch!(d, threads(n.div_ceil(32), 32),
                    u27_slice_patterns(x = buf(i32s(n, 49, 500)), lens = buf(from_fn(n, |i| (hash(50, i) % 6) as u32)), out = buf_mut(zeros(n))));
        }
    });
}
