//! transpose_reassign: transpose.rs with the coordinates reassigned rather
//! than rebound; non-square sizes that are not multiples of the tile.
use diff::*;
use kernel::transpose_reassign;

fn main() {
    diff::main(|d| {
        for (w, h) in [(1usize, 1usize), (32, 32), (45, 70), (70, 33)] {
            launch!(
                d,
                blocks((w.div_ceil(32), h.div_ceil(32)), (32, 32)),
                transpose_reassign(
                    input = buf(floats(w * h, 23)),
                    output = buf_mut(zeros(w * h)),
                    width = val(w),
                    height = val(h)
                )
            );
        }
    });
}
