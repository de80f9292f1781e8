use diff::*;
use kernel::u29_heat2d;

fn main() {
    diff::main(|d| {
        for (w, h, bx, by) in [(1usize, 1usize, 8usize, 8usize), (19, 13, 8, 8), (40, 33, 16, 4)] {
            launch!(d, blocks((w.div_ceil(bx), h.div_ceil(by)), (bx, by)),
                    u29_heat2d(u = buf(floats(w * h, 2907)), w = val(w), h = val(h), k = val(0.2f32), out = buf_mut(zeros(w * h))));
        }
    });
}
