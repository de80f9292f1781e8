use diff::*;
use kernel::s27_ordering_values;

fn main() {
    diff::main(|d| {
        for (n, block) in [(32usize, 32usize), (1000, 128)] {
            let x = from_fn(n, |i| hash(22, i) as u32);
            launch!(d, threads(n.div_ceil(block), block), s27_ordering_values(x = buf(x), o1 = buf_mut(zeros(n)), o2 = buf_mut(zeros(n)), o3 = buf_mut(zeros(n))));
        }
    });
}
