use diff::*;
use kernel::u27_stencil_halo_shared;

fn main() {
    diff::main(|d| {
        for n in [1usize, 64, 200] {
            launch!(d, blocks(n.div_ceil(64), 64),
                    u27_stencil_halo_shared(x = buf(floats(n, 79)), y = buf_mut(zeros(n)), w0 = val(0.5f32), w1 = val(0.25f32)));
        }
    });
}
