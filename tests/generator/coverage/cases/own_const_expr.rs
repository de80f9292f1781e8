use diff::*;
use kernel::own_const_expr;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), own_const_expr(x = buf(u32s(n, 39)), bucket = buf_mut(zeros(n)), frac = buf_mut(zeros(n))));
        }
    });
}
