use diff::*;
use kernel::u27_mandelbrot_complex;

fn main() {
    diff::main(|d| {
        for (w, h, it) in [(1u32, 1u32, 10u32), (16, 8, 50), (37, 19, 100)] {
            launch!(d, blocks((w.div_ceil(8), h.div_ceil(8)), (8u32, 8u32)),
                    u27_mandelbrot_complex(out = buf_mut(zeros((w * h) as usize)), w = val(w), h = val(h), max_iter = val(it)));
        }
    });
}
