//! zip_fold: zip of two slices of different lengths (0..4 and 0..6 items),
//! summed through `map` and folded.
use diff::*;
use kernel::zip_fold;

fn main() {
    diff::main(|d| {
        launch!(
            d,
            threads(1, 40),
            zip_fold(a = buf(floats(8, 1)), b = buf(floats(8, 2)), u = buf(u32s(8, 3)),
                     v = buf(u32s(8, 4)), dot = buf_mut(zeros(40)), mix = buf_mut(zeros(40)))
        );
    });
}
