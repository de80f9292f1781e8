use diff::*;
use kernel::panic_assert_msg;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), panic_assert_msg(x = buf(from_fn(n, |i| (hash(80, i) % 500) as u32)), n = val(500u32), out = buf_mut(zeros(n))));
        }
    });
}
