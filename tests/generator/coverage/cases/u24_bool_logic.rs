use diff::*;
use kernel::u24_bool_logic;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_bool_logic(x = buf(i32s(n, 2479, 50)), y = buf(i32s(n, 2480, 50)), out = buf_mut(zeros(n))));
        }
    });
}
