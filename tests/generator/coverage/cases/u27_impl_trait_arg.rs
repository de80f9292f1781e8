use diff::*;
use kernel::u27_impl_trait_arg;

fn main() {
    diff::main(|d| {
        for (n, sq) in [(1usize, false), (100, true), (129, false)] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_impl_trait_arg(x = buf(floats(n, 47)), ids = buf(u32s(n, 48)), y = buf_mut(zeros(n)), h = buf_mut(zeros(n)),
                                       scale = val(0.75f32), square = val(sq)));
        }
    });
}
