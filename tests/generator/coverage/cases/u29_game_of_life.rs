use diff::*;
use kernel::u29_game_of_life;

fn main() {
    diff::main(|d| {
        for (w, h, bx, by) in [(1usize, 1usize, 8usize, 8usize), (21, 11, 8, 8), (64, 32, 16, 8)] {
            launch!(d, blocks((w.div_ceil(bx), h.div_ceil(by)), (bx, by)),
                    u29_game_of_life(cells = buf(from_fn(w * h, |i| (hash(2917, i) % 3 == 0) as u8)), w = val(w), h = val(h),
                                     next = buf_mut(zeros(w * h))));
        }
    });
}
