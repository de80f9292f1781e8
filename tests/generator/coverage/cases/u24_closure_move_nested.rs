use diff::*;
use kernel::u24_closure_move_nested;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_closure_move_nested(x = buf(floats(n, 2487)), a = val(1.5f32), out = buf_mut(zeros(n))));
        }
    });
}
