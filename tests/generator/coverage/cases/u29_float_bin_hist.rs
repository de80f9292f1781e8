use diff::*;
use kernel::u29_float_bin_hist;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, nb, lo, hi, block) in [(1usize, 1usize, 0.0f32, 1.0f32, 32usize), (300, 10, -8.0, 8.0, 64), (2000, 7, -3.5, 20.0, 256)] {
            let mut x = floats(n, 2970);
            if n > 3 {
                x[1] = f32::NAN;
                x[2] = f32::INFINITY;
                x[3] = -f32::INFINITY;
            }
            launch!(d, threads(n.div_ceil(block), block),
                    u29_float_bin_hist(x = buf(x), lo = val(lo), hi = val(hi), bins = buf(from_fn(nb, |_| Atomic::<u32>::new(0))),
                                       outside = one(Atomic::<u32>::new(0))));
        }
    });
}
