//! map_sum_capture: sums of 0 to 8 captured-slice items (some past the
//! slice's end), and folds of 1 to 9 that also read past a short `w`.
use diff::*;
use kernel::map_sum_capture;

fn main() {
    diff::main(|d| {
        let n = 70;
        for (xs, ws, scale) in [(6usize, 4usize, 1.5f32), (0, 0, -2.0), (9, 9, 0.25)] {
            launch!(
                d,
                threads(3, 32),
                map_sum_capture(x = buf(floats(xs, 5)), w = buf(u32s(ws, 11)), scale = val(scale),
                                y = buf_mut(zeros(n)), z = buf_mut(zeros(n)))
            );
        }
    });
}
