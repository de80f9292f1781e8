use diff::*;
use kernel::it_slice_iter_pattern;

fn main() {
    diff::main(|d| {
        for (w, h, block) in [(1usize, 1usize, 32usize), (16, 16, 64), (40, 25, 128)] {
            let n = w * h;
            launch!(d, threads(n.div_ceil(block), block),
                    it_slice_iter_pattern(cells = buf(from_fn(n, |i| (hash(9, i) % 3 == 0) as u8)),
                                          width = val(w), out = buf_mut(zeros(n))));
        }
    });
}
