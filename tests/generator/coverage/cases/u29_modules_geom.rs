use diff::*;
use kernel::u29_modules_geom;

fn main() {
    diff::main(|d| {
        for (n, r, block) in [(1usize, 1.0f32, 32usize), (100, 5.0, 32), (900, 8.5, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_modules_geom(px = buf(floats(n, 2946)), py = buf(floats(n, 2947)), r = val(r), mask = buf_mut(zeros(n))));
        }
    });
}
