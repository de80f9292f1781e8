use diff::*;
use kernel::u27_newtype_units;

fn main() {
    diff::main(|d| {
        for n in [1usize, 64, 100] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_newtype_units(temps_f = buf(floats(n, 51)), out_c = buf_mut(zeros(n)), flags = buf_mut(zeros(n)), lo = val(-10.0f32), hi = val(25.0f32)));
        }
    });
}
