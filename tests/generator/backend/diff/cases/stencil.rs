//! stencil: three-point stencil with clamped borders; sizes 1 and 2 (both
//! borders in one thread), and sizes that are not multiples of the block.
use diff::*;
use kernel::stencil;

fn main() {
    diff::main(|d| {
        for n in [1usize, 2, 255, 1000] {
            launch!(
                d,
                threads(n.div_ceil(128), 128),
                stencil(
                    input = buf(floats(n, 4)),
                    output = buf_mut(zeros(n)),
                    w0 = val(0.5f32),
                    w1 = val(0.25f32)
                )
            );
        }
        // Output shorter than the input: the kernel's own bound.
        launch!(
            d,
            threads(8, 128),
            stencil(
                input = buf(floats(1000, 5)),
                output = buf_mut(floats(700, 6)),
                w0 = val(-1.75f32),
                w1 = val(0.125f32)
            )
        );
    });
}
