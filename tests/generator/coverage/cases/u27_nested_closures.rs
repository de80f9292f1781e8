use diff::*;
use kernel::u27_nested_closures;

fn main() {
    diff::main(|d| {
        for n in [1usize, 2, 150] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_nested_closures(x = buf(floats(n, 55)), y = buf_mut(zeros(n)), bias = val(0.5f32), gain = val(-1.25f32)));
        }
    });
}
