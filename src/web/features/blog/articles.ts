/**
 * The blog's reading list: articles published by others, linked and summarised in our own words.
 * Every address, title, source and date was checked against a stored copy of the page; where the
 * page gives no date, the date text says so. Read times are our estimates.
 */
export const CATEGORIES = ['All', 'Research', 'Brain Health', 'Psychology', 'Technology'] as const;

export type Category = (typeof CATEGORIES)[number];
type ArticleCategory = Exclude<Category, 'All'>;

export interface BlogArticle {
  id: number;
  title: string;
  excerpt: string;
  /** The article on its publisher's site (opens in a new tab). */
  url: string;
  source: string;
  date: string;
  category: ArticleCategory;
  readTime: string;
  /** Only the first article: shown above the grid whatever the filter. */
  featured?: boolean;
}

export const ARTICLES: readonly BlogArticle[] = [
  {
    id: 1,
    title: 'Brain Game Claims Fail A Big Scientific Test',
    excerpt:
      'NPR reports on a review of more than 130 studies of brain games. People got better at the games they practised, but the reviewers found little evidence that the practice improved memory or thinking in real life.',
    url: 'https://www.npr.org/transcripts/496120962',
    source: 'NPR',
    date: 'October 3, 2016',
    category: 'Research',
    readTime: '4 min read',
    featured: true,
  },
  {
    id: 2,
    title: 'Brain training gains modest outside the mind gym',
    excerpt:
      'Volunteers recruited through a BBC programme practised brain-training tasks for six weeks. They improved at the tasks, but gained no more on separate thinking tests than people who spent the time looking up trivia online.',
    url: 'https://www.newscientist.com/article/dn18798-brain-training-gains-modest-outside-the-mind-gym/',
    source: 'New Scientist',
    date: 'April 20, 2010',
    category: 'Research',
    readTime: '3 min read',
  },
  {
    id: 3,
    title: 'Brain-Training Companies Get Advice From Some Academics, Criticism From Others',
    excerpt:
      'How nearly 70 researchers came to sign a statement against brain-game marketing, and why the central question is whether weeks of play improve memory and thinking or only skill at the games.',
    url: 'https://www.chronicle.com/article/brain-training-companies-get-advice-from-some-academics-criticism-from-others/',
    source: 'The Chronicle of Higher Education',
    date: 'October 22, 2014',
    category: 'Research',
    readTime: '6 min read',
  },
  {
    id: 4,
    title: 'Brain training and healthy lifestyle may slow down cognitive decline',
    excerpt:
      'In the Finnish FINGER trial, 1,260 older adults at risk of dementia received two years of diet advice, exercise, brain training and health checks. Their thinking-test scores came out ahead of a group given ordinary health advice.',
    url: 'https://news.ki.se/brain-training-and-healthy-lifestyle-may-slow-down-cognitive-decline',
    source: 'Karolinska Institutet',
    date: 'March 12, 2015',
    category: 'Brain Health',
    readTime: '4 min read',
  },
  {
    id: 5,
    title: 'Memory loss: 7 tips to improve your memory',
    excerpt:
      'Everyday habits that may help memory, from daily physical activity and staying mentally and socially active to keeping organised, and advice on when forgetfulness is worth raising with a doctor.',
    url: 'https://www.mayoclinic.org/healthy-lifestyle/healthy-aging/in-depth/memory-loss/art-20046518',
    source: 'Mayo Clinic',
    date: 'No date given',
    category: 'Brain Health',
    readTime: '4 min read',
  },
  {
    id: 6,
    title: 'Expert Consensus Statement on Brain Health',
    excerpt:
      'Scientists who met at a summit of Stanford and the Max Planck Institute in April 2008 explain that the brain responds strongly to experience, but that many "brain boosting" products make claims nobody independent has checked.',
    url: 'https://longevity.stanford.edu/expert-consensus-on-brain-health/',
    source: 'Stanford Center on Longevity',
    date: 'May 5, 2009',
    category: 'Brain Health',
    readTime: '5 min read',
  },
  {
    id: 7,
    title: 'Why do we forget things?',
    excerpt:
      'A dementia neurologist explains the difference between short-term memory, kept alive by rehearsal, and long-term memories laid down in the hippocampus and then strengthened or lost in the background, often while we sleep.',
    url: 'https://www.bristol.ac.uk/neuroscience/news/2021/forget-coulthard.html',
    source: 'University of Bristol',
    date: 'December 6, 2021',
    category: 'Psychology',
    readTime: '3 min read',
  },
  {
    id: 8,
    title: 'The Persistence and Transience of Memory',
    excerpt:
      'The neuroscientists Blake Richards and Paul Frankland argue that forgetting is part of how memory is meant to work, not a fault in it: letting old details fade keeps memory flexible when the world changes, and stops it clinging to single past events so that it can generalise from them.',
    url: 'https://doi.org/10.1016/j.neuron.2017.04.037',
    source: 'Neuron',
    date: 'June 21, 2017',
    category: 'Psychology',
    readTime: '25 min read',
  },
  {
    id: 9,
    title: 'Do Brain-Training Apps Really Work?',
    excerpt:
      'A look at the booming market for brain-training apps, the science their makers point to, and the researchers who say the apps do not improve how we function in everyday life.',
    url: 'https://discovermagazine.com/mind/do-brain-training-apps-really-work',
    source: 'Discover',
    date: 'June 17, 2023',
    category: 'Technology',
    readTime: '8 min read',
  },
  {
    id: 10,
    title: 'Brain-Training Firm, FTC Settle',
    excerpt:
      'The company behind the Lumosity app agreed to pay the US Federal Trade Commission $2 million over advertising that suggested its games could stave off memory loss and dementia, claims the regulator said lacked scientific support.',
    url: 'https://www.the-scientist.com/?articles.view/articleNo/44990/title/Brain-Training-Firm--FTC-Settle/',
    source: 'The Scientist',
    date: 'January 6, 2016',
    category: 'Technology',
    readTime: '2 min read',
  },
];

/** The article always shown above the grid. */
export const FEATURED_ARTICLE: BlogArticle = ARTICLES[0] as BlogArticle;

/** The other nine articles, narrowed to one category unless `category` is All. */
export function articlesIn(category: Category): BlogArticle[] {
  return ARTICLES.slice(1).filter((article) => category === 'All' || article.category === category);
}
