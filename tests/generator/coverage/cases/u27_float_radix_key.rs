use diff::*;
use kernel::u27_float_radix_key;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for n in [1usize, 100, 257] {
            let mut x = floats(n, 94);
            if n > 3 { x[1] = -0.0; x[2] = f32::INFINITY; x[3] = f32::MIN_POSITIVE; }
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_float_radix_key(x = buf(x), keys = buf_mut(zeros(n)), back = buf_mut(zeros(n)),
                                        counts = buf(from_fn(256, |_| Atomic::<u32>::new(0)))));
        }
    });
}
