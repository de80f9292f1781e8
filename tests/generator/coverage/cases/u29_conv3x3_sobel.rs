use diff::*;
use kernel::u29_conv3x3_sobel;

fn main() {
    diff::main(|d| {
        for (w, h, bx, by) in [(1usize, 1usize, 8usize, 8usize), (23, 9, 8, 8), (64, 40, 32, 4)] {
            launch!(d, blocks((w.div_ceil(bx), h.div_ceil(by)), (bx, by)),
                    u29_conv3x3_sobel(img = buf(bytes(w * h, 2908)), w = val(w), h = val(h), out = buf_mut(zeros(w * h))));
        }
    });
}
