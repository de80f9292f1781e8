use diff::*;
use kernel::r28_option_replace_chain;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (37, 32), (1000, 128)] {
            let x = from_fn(n, |i| hash(28, i) as u32);
            launch!(d, threads(n.div_ceil(block), block), r28_option_replace_chain(x = buf(x), o1 = buf_mut(zeros(n)), o2 = buf_mut(zeros(n)), o3 = buf_mut(zeros(n))));
        }
    });
}
