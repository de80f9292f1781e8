//! float_math: libm functions, fma, NaN handling, saturating float->int casts.
//! One block (it indexes with thread_idx_x()). Inputs include NaN, infinities
//! and values beyond i32/u8 range after scaling. The i32 addition must not
//! overflow (the reference checks): +inf saturates to i32::MAX but then
//! y is NaN (adds 0); the large scale only meets non-positive inputs.
//! Compared bit for bit: both sides call the same glibc math functions.
use diff::*;
use kernel::float_math;

fn main() {
    diff::main(|d| {
        for (n, scale) in [(1usize, 3.0), (33, 3.0), (512, -0.5), (1024, 1.0e9)] {
            let base = floats(n, 10);
            let xs = from_fn(n, |i| match i % 17 {
                3 => f32::NAN,
                5 => f32::INFINITY,
                11 => f32::NEG_INFINITY,
                _ if scale > 1.0e3 => -base[i].abs(),
                _ => base[i] * 0.5,
            });
            launch!(
                d,
                threads(1, n),
                float_math(
                    xs = buf(xs),
                    out = buf_mut(zeros(n)),
                    bins = buf_mut(zeros(n)),
                    scale = val(scale as f64)
                )
            );
        }
    });
}
