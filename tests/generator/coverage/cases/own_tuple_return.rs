use diff::*;
use kernel::own_tuple_return;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), own_tuple_return(a = buf(floats(n, 26)), b = buf(floats(n, 27)), lo = buf_mut(zeros(n)), hi = buf_mut(zeros(n)), q = buf_mut(zeros(n))));
        }
    });
}
