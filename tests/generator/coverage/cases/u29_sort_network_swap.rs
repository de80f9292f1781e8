use diff::*;
use kernel::u29_sort_network_swap;

fn main() {
    diff::main(|d| {
        for (w, h, bx, by) in [(1usize, 1usize, 8usize, 8usize), (13, 7, 8, 8), (40, 20, 16, 4)] {
            launch!(d, blocks((w.div_ceil(bx), h.div_ceil(by)), (bx, by)),
                    u29_sort_network_swap(img = buf(bytes(w * h, 2941)), w = val(w), h = val(h), out = buf_mut(zeros(w * h))));
        }
    });
}
