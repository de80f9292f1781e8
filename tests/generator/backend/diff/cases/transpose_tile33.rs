//! transpose_tile33: 32x32 tiles through a 2-D `[[f32; 33]; 32]` shared tile; non-square sizes that
//! are not multiples of the tile.
use diff::*;
use kernel::transpose_tile33;

fn main() {
    diff::main(|d| {
        for (w, h) in [(1usize, 1usize), (32, 32), (45, 70), (70, 45)] {
            launch!(
                d,
                blocks((w.div_ceil(32), h.div_ceil(32)), (32, 32)),
                transpose_tile33(
                    input = buf(floats(w * h, 19)),
                    output = buf_mut(zeros(w * h)),
                    width = val(w),
                    height = val(h)
                )
            );
        }
    });
}
