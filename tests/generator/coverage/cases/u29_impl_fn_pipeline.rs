use diff::*;
use kernel::u29_impl_fn_pipeline;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (77, 32), (600, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_impl_fn_pipeline(x = buf(floats(n, 2954)), alpha = val(0.1f32), scale = val(1.5f32), out = buf_mut(zeros(n))));
        }
    });
}
